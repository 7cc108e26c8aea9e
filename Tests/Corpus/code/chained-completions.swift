import UIKit

/// Slide the wordmark up, then fade it away, then take it off the screen:
/// each step starts in the completion of the one before.
final class ChainedViewController: UIViewController {
    private let wordmark = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0.1, alpha: 1)
        wordmark.frame = CGRect(x: 96.5, y: 406, width: 200, height: 40)
        wordmark.backgroundColor = .systemYellow
        wordmark.layer.cornerRadius = 8
        view.addSubview(wordmark)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        slideUp()
    }

    private func slideUp() {
        UIView.animate(withDuration: 0.5, delay: 0.25, options: .curveEaseOut, animations: {
            self.wordmark.center.y -= 100
        }, completion: { [weak self] _ in
            self?.fadeAway(after: 0.5)
        })
    }

    private func fadeAway(after delay: TimeInterval = 0) {
        UIView.animate(withDuration: 0.4, delay: delay, options: [.curveLinear]) {
            self.wordmark.alpha = 0
        } completion: { _ in
            self.wordmark.removeFromSuperview()
        }
    }
}
