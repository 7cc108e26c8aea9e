import UIKit

/// A ring that draws itself, from twelve o'clock clockwise.
final class StrokeDrawViewController: UIViewController {
    private let ring = CAShapeLayer()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        ring.frame = view.bounds
        ring.path = UIBezierPath(arcCenter: center, radius: 60, startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true).cgPath
        ring.strokeColor = UIColor.systemBlue.cgColor
        ring.fillColor = UIColor.clear.cgColor
        ring.lineWidth = 8
        ring.lineCap = .round
        ring.strokeEnd = 0
        view.layer.addSublayer(ring)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let draw = CABasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0
        draw.toValue = 1
        draw.duration = 1.2
        draw.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        draw.fillMode = .forwards
        draw.isRemovedOnCompletion = false
        ring.add(draw, forKey: "draw")
    }
}
