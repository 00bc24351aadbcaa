// How every browser run here starts Chromium: Debian's build, headless, with no background
// traffic (the machine's network is closed; Chromium would otherwise keep retrying Google's hosts).
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // The omnibox's own page (chrome://omnibox-popup.top-chrome), which Chromium otherwise loads in
  // a renderer of its own for every new window: more main-thread work than a test's page.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];

export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
