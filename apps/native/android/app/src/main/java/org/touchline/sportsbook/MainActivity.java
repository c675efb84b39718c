package org.touchline.sportsbook;

import android.os.Bundle;
import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {

    @Override
    public void onCreate(Bundle savedInstanceState) {
        // The app's own plugins are registered before the bridge starts; npm plugins come from capacitor.plugins.json.
        registerPlugin(TouchlineShellPlugin.class);
        super.onCreate(savedInstanceState);
    }
}
