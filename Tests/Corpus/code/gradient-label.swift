import UIKit

/// A gradient splash whose slogan rises into place and fades in.
final class GradientLabelViewController: UIViewController {
    private let gradient = CAGradientLayer()
    private let slogan = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        gradient.frame = view.bounds
        gradient.colors = [UIColor.systemPurple.cgColor, UIColor.systemBlue.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        view.layer.addSublayer(gradient)

        slogan.frame = CGRect(x: 24, y: 400, width: view.bounds.width - 48, height: 52)
        slogan.text = "Made for you"
        slogan.font = UIFont.systemFont(ofSize: 34, weight: .bold)
        slogan.textColor = .white
        slogan.textAlignment = .center
        slogan.alpha = 0
        slogan.transform = CGAffineTransform(translationX: 0, y: 40)
        view.addSubview(slogan)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        UIView.animate(withDuration: 0.7, delay: 0.3, options: .curveEaseOut, animations: {
            self.slogan.alpha = 1
            self.slogan.transform = .identity
        })
    }
}
