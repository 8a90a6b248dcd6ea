/// `value` as C's `printf("%g")` prints it (Apple's priority messages use `%g`): six significant digits,
/// trailing zeros dropped, and the exponent form below 1e-4 or from 1e6 on (`1001`, `750.5`, `1e+06`, `inf`).
/// NaN prints as `nan` whatever its sign, as Apple's C library prints it.
func formattedLikePrintfG(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    let sign = value.sign == .minus ? "-" : ""
    if value == 0 { return sign + "0" }

    // The decimal digits of the shortest round-trip form, and the power of ten of the first one.
    let text = value.magnitude.description
    let parts = text.split(separator: "e", maxSplits: 1)
    var exponent = parts.count == 2 ? Int(parts[1]) ?? 0 : 0
    var digits: [Int] = []
    var integerDigits = 0
    var seenPoint = false
    for character in parts[0] {
        if character == "." { seenPoint = true; continue }
        guard let digit = character.wholeNumberValue else { continue }
        digits.append(digit)
        if !seenPoint { integerDigits += 1 }
    }
    exponent += integerDigits - 1
    while let first = digits.first, first == 0, digits.count > 1 {
        digits.removeFirst()
        exponent -= 1
    }

    // Six significant digits, rounded half up.
    let precision = 6
    if digits.count > precision {
        let roundsUp = digits[precision] >= 5
        digits.removeLast(digits.count - precision)
        if roundsUp {
            var index = precision - 1
            while index >= 0 {
                if digits[index] == 9 { digits[index] = 0; index -= 1 } else { digits[index] += 1; break }
            }
            if index < 0 { digits.insert(1, at: 0); digits.removeLast(); exponent += 1 }
        }
    }
    while digits.count > 1, digits.last == 0 { digits.removeLast() }
    let characters = digits.map { Character(String($0)) }

    if exponent < -4 || exponent >= precision {
        var mantissa = String(characters[0])
        if characters.count > 1 { mantissa += "." + String(characters.dropFirst()) }
        let power = String(exponent.magnitude)
        return sign + mantissa + "e" + (exponent < 0 ? "-" : "+") + (power.count < 2 ? "0" + power : power)
    }
    if exponent < 0 {
        return sign + "0." + String(repeating: "0", count: -exponent - 1) + String(characters)
    }
    let integerPart =
        characters.count > exponent + 1
        ? String(characters[0...exponent])
        : String(characters) + String(repeating: "0", count: exponent + 1 - characters.count)
    let fraction = characters.count > exponent + 1 ? String(characters[(exponent + 1)...]) : ""
    return sign + integerPart + (fraction.isEmpty ? "" : "." + fraction)
}
