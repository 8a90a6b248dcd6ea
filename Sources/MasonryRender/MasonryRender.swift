@_exported import Masonry
