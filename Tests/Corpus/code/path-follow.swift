import UIKit

/// A paper plane flies along a curve, turning with it, while it fades in:
/// a keyframe animation on a path and a fade in one CAAnimationGroup.
final class PathFollowViewController: UIViewController {
    let plane = CALayer()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.0, green: 0.2, blue: 0.4, alpha: 1.0)
        plane.bounds = CGRect(x: 0, y: 0, width: 44, height: 20)
        plane.position = CGPoint(x: 60, y: 690)
        plane.backgroundColor = UIColor.systemYellow.cgColor
        view.layer.addSublayer(plane)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 60, y: 690))
        path.addCurve(to: CGPoint(x: 330, y: 330), controlPoint1: CGPoint(x: 60, y: 420), controlPoint2: CGPoint(x: 330, y: 560))

        let move = CAKeyframeAnimation(keyPath: "position")
        move.path = path.cgPath
        move.rotationMode = .rotateAuto
        move.calculationMode = .paced
        move.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        move.duration = 2

        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 0.5

        let flight = CAAnimationGroup()
        flight.animations = [move, fade]
        flight.duration = 2
        flight.fillMode = .forwards
        flight.isRemovedOnCompletion = false
        plane.add(flight, forKey: "flight")
    }
}
