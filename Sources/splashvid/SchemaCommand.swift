import ArgumentParser
import SplashRender
import SplashImport

struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema of scene files, for editors to autocomplete and check them.",
        discussion: """
        Examples:
          splashvid schema > scene.schema.json
        then start a scene file with  "$schema": "./scene.schema.json",
        (VS Code and JetBrains editors pick it up from there).
          splashvid schema --markdown
        prints every key as Markdown tables instead (docs/scene-format.md's reference).
        """
    )

    @Flag(help: "Print the key reference as Markdown tables instead of the JSON Schema.")
    var markdown = false

    func run() throws {
        print(markdown ? SceneSource.schemaReference : SceneSource.schema, terminator: "")
    }
}
