import UIKit

/// A logo that pops in on a UIKit spring, as launch screens hand over to
/// the app's first screen.
final class SpringPopViewController: UIViewController {
    private let logo = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1)
        logo.frame = CGRect(x: 0, y: 0, width: 120, height: 120)
        logo.center = view.center
        logo.backgroundColor = .white
        logo.layer.cornerRadius = 28
        logo.transform = CGAffineTransform(scaleX: 0.01, y: 0.01)
        view.addSubview(logo)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        UIView.animate(withDuration: 0.8, delay: 0.2, usingSpringWithDamping: 0.5, initialSpringVelocity: 0.8, options: [], animations: {
            self.logo.transform = .identity
        }, completion: nil)
    }
}
