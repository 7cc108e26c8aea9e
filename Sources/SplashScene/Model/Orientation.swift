import SplashGeometry

/// Which way up the device is held (`--orientation`).
public enum Orientation: String, Sendable, Hashable, CaseIterable, Encodable {
    case portrait, landscape
}

extension Device {
    /// The device held `orientation`: in landscape its screen is turned
    /// (width and height swapped) and its safe area is the one UIKit
    /// reports in landscape (`landscapeSafeAreaInsets`).
    public func held(_ orientation: Orientation) -> Device {
        guard orientation != self.orientation else { return self }
        var turned = self
        turned.orientation = orientation
        turned.points = Size(width: points.height, height: points.width)
        turned.safeAreaInsets = orientation == .landscape ? landscapeSafeAreaInsets : portraitSafeAreaInsets
        return turned
    }

    /// The insets in portrait, whichever way the device is held.
    var portraitSafeAreaInsets: EdgeInsets {
        guard orientation == .landscape else { return safeAreaInsets }
        return Device.named(name)?.safeAreaInsets ?? safeAreaInsets
    }

    /// `safeAreaInsets` of a full-screen view in landscape (the sensor
    /// housing on the left, as in `UIInterfaceOrientation.landscapeRight`;
    /// UIKit reports the same inset on both sides either way round):
    ///
    /// - On an iPhone the status bar is hidden in landscape: a view
    ///   controller's `prefersStatusBarHidden` "returns true if the view
    ///   controller is in a vertically compact environment" (UIKit's
    ///   documentation), and every iPhone in landscape is compact in height.
    ///   So the Home-button iPhones have no insets at all.
    /// - On the iPhones with a notch or the Dynamic Island, the sensor
    ///   housing's inset moves to the sides, both of them, and the home
    ///   indicator takes 21 points at the bottom: Apple's layout guide for
    ///   iPhone X (Human Interface Guidelines, 2017) draws the landscape
    ///   safe area inset 44 points left and right and 21 at the bottom
    ///   (724 × 354 of 812 × 375 points), and an iPhone 15 Pro reports
    ///   `UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59)` — the
    ///   portrait top inset on each side. The 13 mini's 50 and the 16
    ///   Pro's 62 follow the same rule.
    /// - An iPad keeps its status bar (24 points) at the top and its home
    ///   indicator (20 points) at the bottom of the screen whichever way it
    ///   is held (regular height either way): the insets are portrait's.
    public var landscapeSafeAreaInsets: EdgeInsets {
        let portrait = portraitSafeAreaInsets
        switch front {
        case .homeButton: return .zero
        case .notch, .dynamicIsland: return EdgeInsets(top: 0, left: portrait.top, bottom: 21, right: portrait.top)
        case .evenBezel: return portrait
        }
    }
}
