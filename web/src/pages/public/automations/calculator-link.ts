import { calculatorStateFrom, type HardwareItemId } from '@smarthome/catalog';
import { calculatorQuery } from '@/features/calculator/calculator-query';
import { paths } from '@/lib/paths';

/**
 * The calculator, prefilled with these parts and quantities. The calculator's own rules are applied
 * on the way (the Zigbee adapter comes with a Zigbee item, the Xiaomi hub must be listed before the
 * sensors that need it), so the link opens exactly the selection the calculator would keep.
 */
export function calculatorLink(parts: readonly (readonly [HardwareItemId, number])[]): string {
  const query = calculatorQuery(calculatorStateFrom(parts, null)).toString();
  return query ? `${paths.calculator}?${query}` : paths.calculator;
}
