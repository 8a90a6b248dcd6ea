/// Makes user text (view names, label text, identifiers) safe inside XML character data and attribute values.
///
/// `&`, `<`, `>`, `"` and `'` become entities, so a view named `<script>` stays text. Characters that XML 1.0 does
/// not allow at all (C0 controls other than tab, line feed and carriage return, and U+FFFE/U+FFFF) become U+FFFD,
/// so no name or text can make the document unreadable.
enum XMLEscaping {
    static func escape(_ text: String) -> String {
        // Most names and texts need nothing: one pass over the bytes says so (every byte that needs escaping is
        // ASCII, and UTF-8 never uses ASCII bytes inside a multi-byte character; U+FFFE and U+FFFF start with EF).
        if !text.utf8.contains(where: {
            $0 < 0x20 || $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 || $0 == 0xEF
        }) {
            return text
        }
        var escaped = ""
        escaped.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            case "\t", "\n", "\r": escaped.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    escaped.unicodeScalars.append("\u{FFFD}")
                } else {
                    escaped.unicodeScalars.append(scalar)
                }
            }
        }
        return escaped
    }
}
