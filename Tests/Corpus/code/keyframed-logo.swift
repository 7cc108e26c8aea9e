import UIKit

/// A badge that swells, shrinks and fades in three keyframes, then leaves.
final class KeyframedLogoViewController: UIViewController {
    let logo = UIView(frame: CGRect(x: 146.5, y: 376, width: 100, height: 100))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        logo.backgroundColor = .systemOrange
        logo.layer.cornerRadius = 50
        view.addSubview(logo)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        UIView.animateKeyframes(withDuration: 1.6, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) {
                self.logo.transform = CGAffineTransform(scaleX: 1.5, y: 1.5)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.25) {
                self.logo.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) {
                self.logo.alpha = 0
            }
        }, completion: { _ in
            self.logo.removeFromSuperview()
        })
    }
}
