import { describe, expect, it } from 'vitest';
import { stockShortages } from './stock-shortage';

const product = (id: number, name: string) => ({ id, name, code: `P-${id}`, hsn_code: null });
const option = (id: number, stock: number | null) => ({
  id,
  code: `P-${id}`,
  name: `P${id}`,
  price: '1.00',
  stock,
});

describe('stockShortages', () => {
  it('adds up the lines of one product and names each product the stock cannot serve', () => {
    const lines = [
      { product: product(1, 'Filter'), quantity: 2 },
      { product: product(1, 'Filter'), quantity: 2 },
      { product: product(2, 'Pump'), quantity: 1 },
      { product: product(3, 'Valve'), quantity: 5 },
      // A contract's bill line: no product, no stock.
      { product: null, quantity: 1 },
    ];
    expect(stockShortages(lines, [option(1, 3), option(2, 1), option(3, 0)])).toEqual([
      { product: 'Filter', needed: 4, onHand: 3 },
      { product: 'Valve', needed: 5, onHand: 0 },
    ]);
  });

  it('judges nothing it cannot see: no stock_view (null) or a product no longer offered', () => {
    const lines = [
      { product: product(1, 'Filter'), quantity: 9 },
      { product: product(4, 'Archived'), quantity: 9 },
    ];
    expect(stockShortages(lines, [option(1, null)])).toEqual([]);
  });
});
