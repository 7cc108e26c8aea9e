# Homebrew formula for splashvid (this repository is its tap), written by
# scripts/homebrew-formula from Formula/splashvid.rb.in for
# the main branch only (brew install --HEAD splashvid) until a release.
# macOS builds are not tested by the project's CI.
class Splashvid < Formula
  desc "Render iOS launch-screen animations to MP4, GIF, WebP, ProRes or WebM previews"
  homepage "https://github.com/OWNER/splashvid"
  license "MIT"
  head "https://github.com/OWNER/splashvid.git", branch: "main"

  depends_on "pkg-config" => :build
  depends_on xcode: ["16.0", :build] # Swift 6
  depends_on "fontconfig"
  depends_on "freetype"
  depends_on "ffmpeg"
  depends_on "harfbuzz"
  depends_on macos: :ventura

  def install
    system "swift", "build", "--disable-sandbox", "--configuration", "release", "--product", "splashvid"
    bin.install ".build/release/splashvid"
    generate_completions_from_executable(bin/"splashvid", "--generate-completion-script")
  end

  test do
    assert_match version.to_s, shell_output("#{bin}/splashvid --version")
    system bin/"splashvid", "--preset", "kugou", "--device", "iphone-se", "--scale", "1", "--at", "1", testpath/"kugou.png"
    assert_predicate testpath/"kugou.png", :exist?
  end
end
