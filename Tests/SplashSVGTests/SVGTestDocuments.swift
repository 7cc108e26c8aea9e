import SplashSVG
import SplashGeometry

/// SVG documents shared by the SVG tests.
enum SVGTestDocuments {
    /// A hand-written logo in the style editors export: prolog, DOCTYPE,
    /// comment, editor namespaces, metadata, an empty `defs`, then a dark
    /// rounded tile, a ring drawn as two same-direction arc circles and cut
    /// out only by `evenodd`, a half-transparent highlight inside the rotated
    /// group, a sun filled through `style`, and a spark at 80 % opacity.
    static let logo = """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
        <!-- splashvid test logo: tile, ring, highlight, sun, spark -->
        <svg xmlns="http://www.w3.org/2000/svg" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"
             xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" viewBox="0 0 100 100" width="200" height="200">
          <title>Tile &amp; ring</title>
          <sodipodi:namedview pagecolor="#ffffff" inkscape:zoom="4.2"/>
          <metadata><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description/></rdf:RDF></metadata>
          <defs/>
          <rect x="6" y="6" width="88" height="88" rx="22" fill="#1c1c1e"/>
          <g transform="translate(50,50) rotate(-30)" fill="#2CA2F9" inkscape:label="ring">
            <path fill-rule="evenodd" d="M-30 0A30 30 0 1 1 30 0A30 30 0 1 1 -30 0Z
                                         M-18 0a18 18 0 1 1 36 0a18 18 0 1 1 -36 0z"/>
            <ellipse cx="0" cy="-24" rx="10" ry="5" fill="white" fill-opacity="0.5"/>
          </g>
          <circle cx="50" cy="50" r="9" style="fill: rgb(255, 214, 10)"/>
          <polygon points="50,8 55,18 45,18" fill="#fff" opacity=".8"/>
        </svg>
        """

    static var logoImage: VectorImage {
        get throws { try VectorImage(svg: Array(logo.utf8)) }
    }

    /// `body` inside a 100 × 100 root element, for short tests. The root
    /// tag is on line 1, so `body`'s first line is line 2.
    static func document(_ body: String) -> [UInt8] {
        Array("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\">\n\(body)\n</svg>".utf8)
    }
}
