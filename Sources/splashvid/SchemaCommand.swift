import ArgumentParser
import SplashRender

struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema of scene files, for editors to autocomplete and check them.",
        discussion: """
        Examples:
          splashvid schema > scene.schema.json
        then start a scene file with  "$schema": "./scene.schema.json",
        (VS Code and JetBrains editors pick it up from there).
        """
    )

    func run() throws {
        print(SceneSource.schema, terminator: "")
    }
}
