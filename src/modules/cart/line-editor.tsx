import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchCatalogue } from '../../kernel/api';
import { useCommand, useKernel, useStoreView } from '../../kernel/react';
import { LineEditor } from '../../ui/line-editor/line-editor';
import { CART_TEXTS, chosenValues, editableProductOf, editOutcome, valueAvailable, type EditableProduct, type ParentDoc } from './logic';
import type { CartEditMode, CartLine } from './messages';

type Parent = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; product: EditableProduct };

const PARENT_FIELDS = ['id', 'sku', 'configurable_options', 'configurable_children'];

/** The configurable parent of a line's variant, read from the catalogue (the options and children to choose from). */
function useConfigurableParent(parentSku: string): Parent {
  const services = useKernel().container;
  const view = useStoreView();
  // The answer is kept with the sku it is for: another line's parent reads as loading until its own answer comes.
  const [answer, setAnswer] = useState<{ sku: string; parent: Parent } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    searchCatalogue<ParentDoc>(services, view, 'product', { query: { bool: { filter: [{ terms: { sku: [parentSku] } }] } }, _source: PARENT_FIELDS, size: 1 }, { signal: controller.signal })
      .then((found) => {
        const doc = found.hits.hits[0]?._source;
        setAnswer({ sku: parentSku, parent: doc ? { status: 'ready', product: editableProductOf(doc) } : { status: 'failed' } });
      })
      .catch(() => {
        if (!controller.signal.aborted) setAnswer({ sku: parentSku, parent: { status: 'failed' } });
      });
    return () => controller.abort();
  }, [services, view, parentSku]);
  return answer?.sku === parentSku ? answer.parent : { status: 'loading' };
}

/**
 * The edit screen of a configurable line (ADR 0052; loaded when a line is edited, mini-cart.tsx), inline in the cart page's and the mini cart's line: the
 * parent's options and the quantity, kept in cart edit mode (`cart/changeEditMode`); Save sends the parent's
 * children with `cart/saveEditMode`, which replaces the line; Cancel closes edit mode.
 */
export default function CartLineEditor({ line, edit }: { line: CartLine & { parentSku: string }; edit: CartEditMode }) {
  const { t } = useTranslation('cart');
  const dispatch = useCommand();
  const parent = useConfigurableParent(line.parentSku);
  const product = parent.status === 'ready' ? parent.product : null;
  const chosen = product ? chosenValues(product, line.sku, edit.options) : {};
  const outcome = product ? editOutcome(product, line.sku, chosen) : null;
  const message = parent.status === 'loading' ? t('lineEditLoading') : parent.status === 'failed' ? t('lineEditFailed') : outcome?.problem ? t(CART_TEXTS[outcome.problem]) : undefined;
  const options = (product?.options ?? []).map((option) => ({
    code: option.code,
    label: option.label,
    selected: chosen[option.code] ?? null,
    values: option.values.map((value) => ({ ...value, available: valueAvailable(product as EditableProduct, chosen, option.code, value.value) })),
  }));
  return (
    <LineEditor
      labels={{
        title: t('lineEditTitle', { productName: line.name }),
        quantity: t('miniCartQuantity', { productName: line.name }),
        decrease: t('miniCartDecrease', { productName: line.name }),
        increase: t('miniCartIncrease', { productName: line.name }),
        save: t('lineEditSave'),
        cancel: t('lineEditCancel'),
        unavailable: t('lineEditUnavailable'),
      }}
      options={options}
      quantity={edit.qty}
      message={message}
      invalid={parent.status === 'failed' || Boolean(outcome?.problem)}
      canSave={Boolean(product && outcome && !outcome.problem)}
      onSelect={(code, value) => void dispatch({ type: 'cart/changeEditMode', data: { options: { [code]: value } } })}
      onQuantity={(qty) => void dispatch({ type: 'cart/changeEditMode', data: { qty } })}
      onSave={async () => {
        // Edit mode names every option by its code before saving (a pulled line's may have lacked some).
        if (Object.entries(chosen).some(([code, value]) => edit.options[code] !== value)) await dispatch({ type: 'cart/changeEditMode', data: { options: chosen } });
        await dispatch({ type: 'cart/saveEditMode', data: { children: (product?.children ?? []).map(({ inStock: _inStock, ...child }) => child) } });
      }}
      onCancel={() => void dispatch({ type: 'cart/closeEditMode', data: {} })}
    />
  );
}
