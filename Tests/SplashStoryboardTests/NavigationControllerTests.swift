import Foundation
import SplashGeometry
import SplashImport
import SplashScene
import SplashStoryboard
import SplashTestSupport
import Testing

/// A launch storyboard whose initial view controller is a
/// UINavigationController (MBProgressHUD's demo, from the launch corpus):
/// its root view controller's view is drawn, full screen as UIKit extends
/// it under the bar, and what is not drawn (the bar) is a warning naming
/// the navigation controller's line.
@Suite struct NavigationControllerTests {
    @Test func theRootViewIsDrawnAndTheBarWarned() throws {
        let path = PackageFolders.tests.appendingPathComponent("Corpus/launch/mbprogresshud-demo/en.lproj/Launch.storyboard").path
        let device = try #require(Device.named("iphone-se"))
        let launch = try LaunchScreenLoader.load(LaunchScreenOptions(path: path, assets: [], appearance: .light), device: device)
        let bar = launch.warnings.filter { $0.message.contains("<navigationController>") }
        #expect(bar.count == 1, "\(launch.warnings)")
        // The navigation controller is on line 13 of the file.
        #expect(bar.first?.description.contains("Launch.storyboard:13: warning: the initial view controller is a <navigationController>: its root view controller's view is drawn, its navigation bar (and title) is not") == true,
                "\(bar)")
    }
}
