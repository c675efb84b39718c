package org.touchline.sportsbook;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
