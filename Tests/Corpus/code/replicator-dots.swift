import UIKit

/// Three loading dots pulsing one after another (a CAReplicatorLayer).
final class ReplicatorDotsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        let dots = CAReplicatorLayer()
        dots.frame = CGRect(x: 166.5, y: 416, width: 60, height: 20)
        dots.instanceCount = 3
        dots.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
        dots.instanceDelay = 0.2
        view.layer.addSublayer(dots)

        let dot = CALayer()
        dot.frame = CGRect(x: 4, y: 4, width: 12, height: 12)
        dot.cornerRadius = 6
        dot.backgroundColor = UIColor.white.cgColor
        dots.addSublayer(dot)

        let pulse = CABasicAnimation(keyPath: "transform.scale")
        pulse.fromValue = 1
        pulse.toValue = 0.3
        pulse.duration = 0.6
        pulse.autoreverses = true
        pulse.repeatCount = .infinity
        dot.add(pulse, forKey: "pulse")
    }
}
