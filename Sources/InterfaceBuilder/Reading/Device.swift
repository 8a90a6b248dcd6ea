import Masonry

/// A simulated device: the screen an Interface Builder document is laid out on, and the traits its variations
/// are resolved for.
struct Device: Sendable {
    /// The user-interface idiom, as variations name it.
    enum Idiom: String, Sendable { case phone, pad }

    /// The screen in portrait, in points.
    var portraitSize: Size
    /// Status bar, sensor housing and home indicator insets in portrait.
    var portraitSafeArea: EdgeInsets
    /// The same in landscape.
    var landscapeSafeArea: EdgeInsets
    var idiom: Idiom
    /// Whether the width size class is regular in landscape (the large iPhones).
    var isRegularWidthInLandscape: Bool
    var isLandscape = false

    var screenSize: Size {
        isLandscape ? Size(width: portraitSize.height, height: portraitSize.width) : portraitSize
    }

    var safeArea: EdgeInsets { isLandscape ? landscapeSafeArea : portraitSafeArea }

    /// The size classes, as `widthClass` and `heightClass` variations name them.
    var widthClass: String {
        idiom == .pad || (isLandscape && isRegularWidthInLandscape) ? "regular" : "compact"
    }
    var heightClass: String { idiom == .pad || !isLandscape ? "regular" : "compact" }

    private static func phone(_ width: Double, _ height: Double, top: Double, bottom: Double = 0) -> Device {
        let notched = bottom > 0
        return Device(
            portraitSize: Size(width: width, height: height),
            portraitSafeArea: EdgeInsets(top: top, left: 0, bottom: bottom, right: 0),
            landscapeSafeArea: notched ? EdgeInsets(top: 0, left: top, bottom: 21, right: top) : .zero,
            idiom: .phone, isRegularWidthInLandscape: width >= 414)
    }

    private static func pad(_ width: Double, _ height: Double, top: Double = 20, bottom: Double = 0) -> Device {
        Device(
            portraitSize: Size(width: width, height: height),
            portraitSafeArea: EdgeInsets(top: top, left: 0, bottom: bottom, right: 0),
            landscapeSafeArea: EdgeInsets(top: top, left: 0, bottom: bottom, right: 0),
            idiom: .pad, isRegularWidthInLandscape: true)
    }

    /// Xcode's device ids (`<device id="retina4_7">`) and the screens they simulate.
    static let known: [String: Device] = [
        "retina3_5": phone(320, 480, top: 20),
        "retina4_0": phone(320, 568, top: 20),
        "retina4_7": phone(375, 667, top: 20),
        "retina5_5": phone(414, 736, top: 20),
        "retina5_9": phone(375, 812, top: 44, bottom: 34),
        "retina5_4": phone(375, 812, top: 50, bottom: 34),
        "retina6_1": phone(414, 896, top: 48, bottom: 34),
        "retina6_5": phone(414, 896, top: 44, bottom: 34),
        "retina6_0": phone(390, 844, top: 47, bottom: 34),
        "retina6_7": phone(428, 926, top: 47, bottom: 34),
        "retina6_12": phone(393, 852, top: 59, bottom: 34),
        "retina6_72": phone(430, 932, top: 59, bottom: 34),
        "ipad9_7": pad(768, 1024),
        "ipad10_2": pad(810, 1080),
        "ipad10_5": pad(834, 1112),
        "ipad10_9rounded": pad(820, 1180, top: 24, bottom: 20),
        "ipad11": pad(834, 1194, top: 24, bottom: 20),
        "ipad12_9": pad(1024, 1366),
        "ipad12_9rounded": pad(1024, 1366, top: 24, bottom: 20)
    ]

    /// The device as the Xcode that saved the document simulates it: the same screen id stood for a newer phone
    /// in later Xcodes (375×812 is an iPhone X with a 44-point top inset before Xcode 13, an iPhone 13 mini with
    /// 50 after; 414×896's top inset is 44 before Xcode 12, 48 from iOS 14 on).
    func asSimulatedBy(toolsVersion: Double) -> Device {
        var device = self
        if portraitSize == Size(width: 375, height: 812), portraitSafeArea.top == 44, toolsVersion >= 19_000 {
            device.portraitSafeArea.top = 50
            device.landscapeSafeArea = EdgeInsets(top: 0, left: 50, bottom: 21, right: 50)
        }
        if portraitSize == Size(width: 414, height: 896), portraitSafeArea.top == 48, toolsVersion < 17_000 {
            device.portraitSafeArea.top = 44
            device.landscapeSafeArea = EdgeInsets(top: 0, left: 44, bottom: 21, right: 44)
        }
        return device
    }

    /// The device Xcode assumes when a document names none (older documents): a 4.7-inch iPhone.
    static let fallback = known["retina4_7"] ?? phone(375, 667, top: 20)
}
