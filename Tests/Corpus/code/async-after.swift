import UIKit

/// The logo holds for half a second, then eases out and down while the
/// background darkens: two calls scheduled with asyncAfter.
final class AsyncAfterViewController: UIViewController {
    private lazy var logo: UIView = {
        let logo = UIView(frame: CGRect(x: 0, y: 0, width: 88, height: 88))
        logo.backgroundColor = .systemPink
        logo.layer.cornerRadius = 20
        return logo
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        logo.center = CGPoint(x: view.bounds.width / 2, y: view.bounds.height / 2)
        view.addSubview(logo)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { [weak self] in
            guard let self = self else { return }
            UIView.animate(withDuration: 0.4, delay: 0, options: .curveEaseIn, animations: {
                self.logo.alpha = 0
                self.logo.transform = CGAffineTransform(translationX: 0, y: 60)
            })
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.75) {
            UIView.animate(withDuration: 0.5) {
                self.view.backgroundColor = .black
            }
        }
    }
}
