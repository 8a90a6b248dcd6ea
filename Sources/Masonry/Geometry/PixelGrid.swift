/// The pixel grid frames snap to: `1 / scale` points, as on a screen with `scale` pixels per point.
struct PixelGrid {
    let scale: Double

    /// The nearest grid line, ties up (`floor(v·s + 0.5) / s`): 950.25 → 950.5 at scale 2, as UIKit rounds.
    func round(_ value: Double) -> Double { (value * scale + 0.5).rounded(.down) / scale }

    /// The grid line at or above `value`, so a measured size never loses a fraction of a pixel.
    func roundUp(_ value: Double) -> Double { (value * scale).rounded(.up) / scale }
}
