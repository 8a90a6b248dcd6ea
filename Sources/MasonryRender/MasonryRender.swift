// Users who draw layouts also build them: importing MasonryRender brings Masonry's views and constraints along.
@_exported import Masonry
