import UIKit

/// A card turns a quarter inside a CATransaction; its completion block
/// starts the next step, a UIKit fade of the card's shadow plate.
final class TransactionChainViewController: UIViewController {
    private let card = CALayer()
    private let plate = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGray6
        plate.frame = CGRect(x: 96.5, y: 326, width: 200, height: 200)
        plate.backgroundColor = .systemGray3
        view.addSubview(plate)
        card.frame = CGRect(x: 121.5, y: 351, width: 150, height: 150)
        card.backgroundColor = UIColor.systemTeal.cgColor
        card.cornerRadius = 16
        view.layer.addSublayer(card)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        CATransaction.begin()
        CATransaction.setCompletionBlock {
            UIView.animate(withDuration: 0.5) {
                self.plate.alpha = 0.2
            }
        }
        let turn = CABasicAnimation(keyPath: "transform.rotation.z")
        turn.fromValue = 0
        turn.toValue = CGFloat.pi / 2
        turn.duration = 0.75
        turn.timingFunction = CAMediaTimingFunction(name: .easeOut)
        card.add(turn, forKey: "turn")
        CATransaction.commit()
    }
}
