import { CARD_BRANDS, PREFIX_RANGES } from '../card/brand.ts';
import { UNSUPPORTED_CARD_MESSAGE } from '../card/validateCard.ts';

const ranges = PREFIX_RANGES.map((range) => [range.width, range.from, range.to, CARD_BRANDS[range.brand].name]);

/**
 * Shows the card brand while the shopper types, from the same prefix table the server validates with
 * (longest matching prefix wins). Only a hint: the server decides.
 */
export const BRAND_SCRIPT = `(function () {
  var ranges = ${JSON.stringify(ranges)};
  var input = document.getElementById('number');
  var output = document.getElementById('number-brand');
  if (!input || !output) return;
  function detect(digits) {
    var best = null;
    for (var i = 0; i < ranges.length; i++) {
      var r = ranges[i];
      if (digits.length < r[0]) continue;
      var head = Number(digits.slice(0, r[0]));
      if (head >= r[1] && head <= r[2] && (!best || r[0] > best[0])) best = r;
    }
    return best;
  }
  function update() {
    var digits = input.value.replace(/[\\s-]/g, '');
    var text = '';
    if (/^\\d+$/.test(digits)) {
      var match = detect(digits);
      if (match) text = 'Card type: ' + match[3];
      else if (digits.length >= 4) text = ${JSON.stringify(UNSUPPORTED_CARD_MESSAGE)};
    }
    if (output.textContent !== text) output.textContent = text;
  }
  input.addEventListener('input', update);
  update();
})();`;
