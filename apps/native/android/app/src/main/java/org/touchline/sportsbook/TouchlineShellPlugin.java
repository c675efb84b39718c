package org.touchline.sportsbook;

import com.getcapacitor.JSObject;
import com.getcapacitor.Plugin;
import com.getcapacitor.PluginCall;
import com.getcapacitor.PluginMethod;
import com.getcapacitor.annotation.CapacitorPlugin;

/**
 * The shell's own plugin: tells the web app the shell's mode and carries the app messages.
 *
 * getMode() answers { mode: 'app' | 'omni' } from the plugin's block of capacitor.config
 * (plugins.TouchlineShell.mode); anything else than 'omni' is the app.
 *
 * App messages are strings (JSON or base64 JSON), never objects: the web app validates them itself.
 * Native to web: sendMessage(data) fires the plugin's "message" event with { data }, kept until the
 * web app has a listener (a message sent while the page loads is not lost).
 * Web to native: postMessage({ data }) hands the string to the registered MessageHandler and answers
 * { delivered: true }, or { delivered: false } when no native code listens.
 */
@CapacitorPlugin(name = "TouchlineShell")
public class TouchlineShellPlugin extends Plugin {

    /** Native code that acts on the web app's messages. */
    public interface MessageHandler {
        void onMessage(String data);
    }

    private MessageHandler messageHandler;

    public void setMessageHandler(MessageHandler handler) {
        this.messageHandler = handler;
    }

    @PluginMethod
    public void getMode(PluginCall call) {
        String mode = "omni".equals(getConfig().getString("mode", "app")) ? "omni" : "app";
        JSObject result = new JSObject();
        result.put("mode", mode);
        call.resolve(result);
    }

    @PluginMethod
    public void postMessage(PluginCall call) {
        String data = call.getString("data");
        if (data == null) {
            call.reject("data must be a string");
            return;
        }
        JSObject result = new JSObject();
        MessageHandler handler = messageHandler;
        if (handler != null) {
            handler.onMessage(data);
        }
        result.put("delivered", handler != null);
        call.resolve(result);
    }

    /** Delivers a message from the shell to the web app. */
    public void sendMessage(String data) {
        JSObject event = new JSObject();
        event.put("data", data);
        notifyListeners("message", event, true);
    }
}
