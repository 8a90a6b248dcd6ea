/// Xcode's document-outline label for an object: its `userLabel` when it has one, otherwise what Xcode derives
/// from its class and content (a label's text, a button's title, an image view's image, a custom class's name
/// split into words).
enum OutlineLabel {
    /// Generic names Xcode gives UIKit's element kinds.
    static let generic: [String: String] = [
        "view": "View", "label": "Label", "button": "Button", "imageView": "Image View", "textField": "Text Field",
        "textView": "Text View", "switch": "Switch", "slider": "Slider", "stepper": "Stepper",
        "progressView": "Progress View", "activityIndicatorView": "Activity Indicator View",
        "segmentedControl": "Segmented Control", "pageControl": "Page Control", "stackView": "Stack View",
        "scrollView": "Scroll View", "tableView": "Table View", "collectionView": "Collection View",
        "tableViewCell": "Table View Cell", "collectionViewCell": "Collection View Cell",
        "tableViewCellContentView": "Content View", "collectionViewCellContentView": "Content View",
        "collectionReusableView": "Collection Reusable View", "datePicker": "Date Picker",
        "pickerView": "Picker View", "searchBar": "Search Bar", "navigationBar": "Navigation Bar",
        "toolbar": "Toolbar", "tabBar": "Tab Bar", "mapView": "Map View", "webView": "Web View",
        "wkWebView": "Web View", "visualEffectView": "Visual Effect View", "containerView": "Container View",
        "viewController": "View Controller", "tableViewController": "Table View Controller",
        "collectionViewController": "Collection View Controller",
        "navigationController": "Navigation Controller", "tabBarController": "Tab Bar Controller",
        "pageViewController": "Page View Controller", "splitViewController": "Split View Controller",
        "viewLayoutGuide": "Safe Area"
    ]

    /// `LoginViewController` → `Login View Controller`; `URLField` → `URL Field`.
    static func words(_ name: String) -> String {
        var result = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            if index > 0, character.isUppercase {
                let previous = characters[index - 1]
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                if previous.isLowercase || previous.isNumber || (previous.isUppercase && next?.isLowercase == true) {
                    result.append(" ")
                }
            }
            result.append(character)
        }
        return result
    }

    /// The label of the element at `index`.
    static func label(of index: Int, in tree: XMLTree) -> String {
        let element = tree[index]
        if let userLabel = element["userLabel"], !userLabel.isEmpty { return userLabel }
        switch element.name {
        case "label":
            if let text = element["text"]
                ?? tree.child(of: index, key: "text", named: "string").flatMap({ tree[$0].text }),
                !text.isEmpty
            {
                return firstLine(text)
            }
        case "button":
            if let title = buttonTitle(index, in: tree), !title.isEmpty { return firstLine(title) }
        case "textField":
            if let text = element["text"] ?? element["placeholder"], !text.isEmpty { return firstLine(text) }
        case "imageView":
            if let image = element["image"], !image.isEmpty { return image }
        case "viewController", "tableViewController", "collectionViewController", "navigationController",
            "tabBarController":
            if let item = tree.child(of: index, key: "navigationItem"), let title = tree[item]["title"], !title.isEmpty
            {
                return title
            }
            if let title = element["title"], !title.isEmpty { return title }
        case "viewLayoutGuide":
            return element["key"] == "safeArea" ? "Safe Area" : "Layout Margins Guide"
        case "viewControllerLayoutGuide":
            return element["type"] == "bottom" ? "Bottom Layout Guide" : "Top Layout Guide"
        default:
            break
        }
        if let customClass = element["customClass"], !customClass.isEmpty { return words(customClass) }
        return generic[element.name] ?? words(element.name.prefix(1).uppercased() + element.name.dropFirst())
    }

    /// A button's title for its normal state, from either the classic or the configuration form.
    static func buttonTitle(_ index: Int, in tree: XMLTree) -> String? {
        if let state = tree.child(of: index, key: "normal", named: "state"), let title = tree[state]["title"] {
            return title
        }
        if let configuration = tree.child(of: index, key: "configuration", named: "buttonConfiguration") {
            return tree[configuration]["title"]
        }
        return nil
    }

    private static func firstLine(_ text: String) -> String {
        String(text.split(separator: "\n", omittingEmptySubsequences: false).first ?? "")
    }
}
