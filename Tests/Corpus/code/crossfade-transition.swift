import UIKit

/// The splash picture cross-dissolves into the welcome card, half a second in.
final class CrossfadeViewController: UIViewController {
    private let container = UIView()
    private let splash = UIView()
    private let welcome = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        container.frame = CGRect(x: 46.5, y: 276, width: 300, height: 300)
        view.addSubview(container)
        splash.frame = container.bounds
        splash.backgroundColor = .systemIndigo
        container.addSubview(splash)
        welcome.frame = container.bounds.insetBy(dx: 50, dy: 50)
        welcome.backgroundColor = .systemGreen
        welcome.layer.cornerRadius = 20
        welcome.isHidden = true
        container.addSubview(welcome)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
            UIView.transition(with: self.container, duration: 0.8, options: [.transitionCrossDissolve, .curveEaseInOut], animations: {
                self.splash.isHidden = true
                self.welcome.isHidden = false
            })
        }
    }
}
