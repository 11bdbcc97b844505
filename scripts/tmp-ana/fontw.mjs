import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '/work/main/chromium.config.mjs';
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const page = await browser.newPage();
await page.goto(process.argv[2] + '/faq');
const files = process.argv.slice(3);
const out = await page.evaluate(async (files) => {
  const sample = 'Häufige Fragen und Support Willkommen im Kundenportal Anmeldung Produktsuche Technische Störung! Bestellhistorie Meine Dokumente Warenkorb Merkliste Sicherheitsdatenblätter Passwort vergessen? Login-Link anfordern Pflichtfelder sind mit * gekennzeichnet. Antworten auf die wichtigsten Fragen rund um das Kundenportal. Welcome to the customer portal Zapomniałeś hasła? 0123456789';
  const res = {};
  for (const [weight, url] of [['400', files[0]], ['700', files[1]]]) {
    const face = new FontFace('BarlowM' + weight, `url(${url})`, { weight });
    await face.load(); document.fonts.add(face);
    const c = document.createElement('canvas').getContext('2d');
    c.font = `${weight} 100px BarlowM${weight}`; const b = c.measureText(sample).width;
    c.font = `${weight} 100px "Liberation Sans"`; const a = c.measureText(sample).width;
    res[weight] = { barlow: b, arial: a, sizeAdjust: (b / a * 100).toFixed(2) };
  }
  return res;
}, files);
console.log(JSON.stringify(out));
await browser.close();
