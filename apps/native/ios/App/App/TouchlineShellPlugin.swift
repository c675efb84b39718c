import Capacitor
import Foundation

/// The shell's own plugin: tells the web app the shell's mode and carries the app messages.
///
/// `getMode()` answers `{ mode: 'app' | 'omni' }` from the plugin's block of capacitor.config
/// (`plugins.TouchlineShell.mode`); anything else than 'omni' is the app.
///
/// App messages are strings (JSON or base64 JSON), never objects: the web app validates them itself.
/// Native to web: `sendMessage(_:)` fires the plugin's `message` event with `{ data }`, kept until the
/// web app has a listener (a message sent while the page loads is not lost).
/// Web to native: `postMessage({ data })` hands the string to `messageHandler` and answers
/// `{ delivered: true }`, or `{ delivered: false }` when no native code listens.
@objc(TouchlineShellPlugin)
public class TouchlineShellPlugin: CAPPlugin, CAPBridgedPlugin {
    public let identifier = "TouchlineShellPlugin"
    public let jsName = "TouchlineShell"
    public let pluginMethods: [CAPPluginMethod] = [
        CAPPluginMethod(name: "getMode", returnType: CAPPluginReturnPromise),
        CAPPluginMethod(name: "postMessage", returnType: CAPPluginReturnPromise)
    ]

    /// Native code that acts on the web app's messages.
    public var messageHandler: ((String) -> Void)?

    @objc func getMode(_ call: CAPPluginCall) {
        let mode = getConfig().getString("mode", "app") == "omni" ? "omni" : "app"
        call.resolve(["mode": mode])
    }

    @objc func postMessage(_ call: CAPPluginCall) {
        guard let data = call.getString("data") else {
            call.reject("data must be a string")
            return
        }
        let handler = messageHandler
        handler?(data)
        call.resolve(["delivered": handler != nil])
    }

    /// Delivers a message from the shell to the web app.
    public func sendMessage(_ data: String) {
        notifyListeners("message", data: ["data": data], retainUntilConsumed: true)
    }
}

/// The app's web view controller: Capacitor's, with the app's own plugins registered once the bridge exists
/// (npm plugins are found by the bridge itself).
class ShellViewController: CAPBridgeViewController {
    override open func capacitorDidLoad() {
        bridge?.registerPluginInstance(TouchlineShellPlugin())
    }
}
