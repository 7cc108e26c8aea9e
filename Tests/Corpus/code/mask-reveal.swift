import UIKit

/// The app's first screen revealed through a growing circle: the splash
/// colour shows outside it (Twitter-style mask reveal).
final class MaskRevealViewController: UIViewController {
    private let content = UIView()
    private let hole = CAShapeLayer()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 230 / 255, green: 51 / 255, blue: 77 / 255, alpha: 1)
        content.frame = view.bounds
        content.backgroundColor = UIColor(white: 0.95, alpha: 1)
        view.addSubview(content)

        hole.frame = CGRect(x: 146.5, y: 376, width: 100, height: 100)
        hole.path = UIBezierPath(ovalIn: hole.bounds).cgPath
        hole.fillColor = UIColor.black.cgColor
        content.layer.mask = hole
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let grow = CABasicAnimation(keyPath: "transform.scale")
        grow.fromValue = 1
        grow.toValue = 12
        grow.duration = 0.9
        grow.beginTime = CACurrentMediaTime() + 0.3
        grow.timingFunction = CAMediaTimingFunction(controlPoints: 0.7, 0, 0.84, 0)
        grow.fillMode = .both
        grow.isRemovedOnCompletion = false
        hole.add(grow, forKey: nil)
    }
}
