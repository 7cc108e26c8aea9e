import Foundation
import Testing
import SplashGeometry
@testable import SplashRaster
import SplashTestSupport

@Suite("Gradients", .eachKernelLevel)
struct GradientTests {
    private let blue = Color(hex: "#2CA2F9")!
    private let red = Color(hex: "#FF0000")!

    @Test func endpointsHitTheStopColoursAndExtendBeyond() {
        var pixmap = Pixmap(width: 256, height: 8)
        let gradient = LinearGradient(start: Point(x: 10, y: 0), end: Point(x: 246, y: 0),
                                      stops: [GradientStop(location: 0, color: blue), GradientStop(location: 1, color: red)])
        pixmap.fill(.rect(Rect(x: 0, y: 0, width: 256, height: 8)), paint: .linearGradient(gradient))
        for y in 0..<8 {
            for x in 0..<10 { #expect(pixmap.pixel(x: x, y: y) == (0x2C, 0xA2, 0xF9, 255)) }
            for x in 246..<256 { #expect(pixmap.pixel(x: x, y: y) == (255, 0, 0, 255)) }
        }
    }

    @Test func ditheringKeepsTheMeanColour() {
        // Every pixel's ideal value is 100.25: a quarter of the pixels must round up.
        let level = Color(red: 100.25 / 255, green: 37.5 / 255, blue: 200.875 / 255)
        var pixmap = Pixmap(width: 32, height: 32)
        let gradient = LinearGradient(start: .zero, end: Point(x: 32, y: 0),
                                      stops: [GradientStop(location: 0, color: level), GradientStop(location: 1, color: level)])
        pixmap.fill(.rect(Rect(x: 0, y: 0, width: 32, height: 32)), paint: .linearGradient(gradient))
        var sums = (0.0, 0.0, 0.0)
        for y in 0..<32 {
            for x in 0..<32 {
                let p = pixmap.pixel(x: x, y: y)
                #expect((100...101).contains(p.r) && (37...38).contains(p.g) && (200...201).contains(p.b))
                sums.0 += Double(p.r); sums.1 += Double(p.g); sums.2 += Double(p.b)
            }
        }
        #expect(abs(sums.0 / 1024 - 100.25) < 0.01)
        #expect(abs(sums.1 / 1024 - 37.5) < 0.01)
        #expect(abs(sums.2 / 1024 - 200.875) < 0.01)
    }

    @Test func gradientRowStaysWithinOneLevelOfIdealAndDoesNotBand() {
        // A slow ramp: 0 → 64 over 512 px, one level every 8 px.
        let width = 512
        var pixmap = Pixmap(width: width, height: 4)
        let gradient = LinearGradient(start: .zero, end: Point(x: Double(width), y: 0), stops: [
            GradientStop(location: 0, color: .black),
            GradientStop(location: 1, color: Color(red: 64 / 255, green: 64 / 255, blue: 64 / 255)),
        ])
        pixmap.fill(.rect(Rect(x: 0, y: 0, width: Double(width), height: 4)), paint: .linearGradient(gradient))
        for y in 0..<4 {
            for x in 0..<width {
                let ideal = (Double(x) + 0.5) / Double(width) * 64
                let actual = Double(pixmap.pixel(x: x, y: y).g)
                #expect(abs(actual - ideal) < 1.13, "pixel \(x),\(y): \(actual) vs \(ideal)")
                #expect(abs(actual - ideal.rounded()) <= 1)
            }
        }
        // Averaged over the 4×4 dither tile, the output follows the ideal ramp closely:
        // no 8-px wide flat bands.
        for tile in 0..<(width / 4) {
            var sum = 0.0, ideal = 0.0
            for y in 0..<4 {
                for x in (tile * 4)..<(tile * 4 + 4) {
                    sum += Double(pixmap.pixel(x: x, y: y).g)
                    ideal += (Double(x) + 0.5) / Double(width) * 64
                }
            }
            #expect(abs(sum - ideal) / 16 < 0.2, "tile \(tile)")
        }
    }

    @Test func interpolatesInStraightAlphaThenPremultiplies() {
        // Opaque red to transparent red: midway is half-transparent red, not darkened.
        let gradient = LinearGradient(start: .zero, end: Point(x: 100, y: 0), stops: [
            GradientStop(location: 0, color: red),
            GradientStop(location: 1, color: Color(red: 1, green: 0, blue: 0, alpha: 0)),
        ])
        var pixmap = Pixmap(width: 100, height: 4)
        pixmap.fill(.rect(Rect(x: 0, y: 0, width: 100, height: 4)), paint: .linearGradient(gradient))
        let p = pixmap.pixel(x: 50, y: 0)
        #expect(abs(Int(p.a) - 126) <= 1 && p.r == p.a && p.g == 0 && p.b == 0)
    }

    @Test func manyStopsUnsortedInputAndTransform() {
        let stops = [
            GradientStop(location: 1, color: .white),
            GradientStop(location: 0, color: .black),
            GradientStop(location: 0.5, color: red),
        ]
        // Gradient along y in path space; the transform rotates it 90° so it runs along x on screen.
        let gradient = LinearGradient(start: .zero, end: Point(x: 0, y: 100), stops: stops)
        let transform = AffineTransform(rotationAngle: -.pi / 2).concatenating(AffineTransform(translationX: 0, y: 100))
        var pixmap = Pixmap(width: 100, height: 100)
        pixmap.fill(.rect(Rect(x: 0, y: 0, width: 100, height: 100)), paint: .linearGradient(gradient), transform: transform)
        // Path-space y = 100 − screen x... rotation by −90° maps (0, y) to (y, 0): t grows with screen x.
        #expect(pixmap.pixel(x: 0, y: 50).r <= 4)
        let mid = pixmap.pixel(x: 50, y: 50)
        #expect(mid.r >= 254 && mid.g <= 2)
        #expect(pixmap.pixel(x: 99, y: 50).g >= 250)
    }

    @Test func radialGradientCentreAndEdge() {
        let gradient = RadialGradient(center: Point(x: 50, y: 50), radius: 40, stops: [
            GradientStop(location: 0, color: .white), GradientStop(location: 1, color: blue),
        ])
        var pixmap = Pixmap(width: 100, height: 100)
        pixmap.fill(.rect(Rect(x: 0, y: 0, width: 100, height: 100)), paint: .radialGradient(gradient))
        // Pixel (49, 49) has its centre 0.71 px from the gradient's centre.
        let centre = pixmap.pixel(x: 49, y: 49)
        #expect(centre.r >= 250 && centre.g >= 252 && centre.b >= 254)
        #expect(pixmap.pixel(x: 0, y: 0) == (0x2C, 0xA2, 0xF9, 255))
        #expect(pixmap.pixel(x: 95, y: 50) == (0x2C, 0xA2, 0xF9, 255))
        // Symmetric about the centre (up to dithering).
        #expect(abs(Int(pixmap.pixel(x: 30, y: 50).r) - Int(pixmap.pixel(x: 69, y: 50).r)) <= 1)
    }

    @Test func degenerateGradientsDrawTheLastColourOrNothing() {
        var pixmap = Pixmap(width: 4, height: 4)
        let same = LinearGradient(start: Point(x: 2, y: 2), end: Point(x: 2, y: 2), stops: [
            GradientStop(location: 0, color: .black), GradientStop(location: 1, color: red),
        ])
        pixmap.fill(.rect(Rect(x: 0, y: 0, width: 4, height: 4)), paint: .linearGradient(same))
        #expect(pixmap.pixel(x: 1, y: 1) == (255, 0, 0, 255))
        var empty = Pixmap(width: 4, height: 4)
        empty.fill(.rect(Rect(x: 0, y: 0, width: 4, height: 4)),
                   paint: .radialGradient(RadialGradient(center: .zero, radius: 3, stops: [])))
        #expect(empty.alphas.allSatisfy { $0 == 0 })
    }
}
