/// A number as every text this package writes it, for people and for the formats other programs read (SVG, JSON,
/// `.layout`, messages): a whole number without a decimal point (`200`, never `200.0` or `-0`), anything else in
/// Swift's shortest form that reads back as the same `Double` (`87.5`, `0.3333333333333333`, `1e+300`).
///
/// Infinities and NaN print as Swift prints them (`inf`, `nan`); a format with no word for them (JSON, SVG)
/// decides before calling this. Shared within the package only: the modules that write numbers agree on one form.
package func shortestText(_ value: Double) -> String {
    // Past 1e15 a Double has no fraction left, and `Int` would overflow near 9.2e18: print those as Swift does.
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return "\(value)"
}
