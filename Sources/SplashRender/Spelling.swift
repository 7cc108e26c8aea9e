import SplashScene

/// "Did you mean" hints for the command line (`Spelling` of the scene reader).
public typealias Spelling = SplashScene.Spelling
