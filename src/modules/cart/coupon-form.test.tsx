import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { Command, EventDraft, Kernel } from '../../kernel';
import { KernelProvider } from '../../kernel';
import type { ModuleDefinition } from '../../kernel/module';
import { PageProvider } from '../../kernel/react';
import { createLinkHelper } from '../../kernel/store-view';
import { createTestKernel, testStoreView } from '../../kernel/testing';
import { testPageContext } from '../../kernel/testing/page-context';
import { cartSyncFixture, cartViewsModule, totalsShown } from './cart-page.fixtures';
import { CouponForm } from './coupon-form';
import en from './locales/en.json';

async function setup(events: EventDraft[] = [], modules: ModuleDefinition[] = [cartViewsModule, cartSyncFixture]) {
  const kernel = await createTestKernel(modules, { events });
  const commands: Command[] = [];
  const watched: Kernel = { ...kernel, dispatch: (command) => (commands.push(command as Command), kernel.dispatch(command)) };
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { cart: en } }, react: { useSuspense: false } });
  const tree = (
    <I18nextProvider i18n={i18n}>
      <KernelProvider kernel={watched}>
        <PageProvider value={testPageContext(testStoreView, createLinkHelper(testStoreView, []))}>
          <CouponForm />
        </PageProvider>
      </KernelProvider>
    </I18nextProvider>
  );
  const submit = async () =>
    act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
      await kernel.whenIdle();
    });
  return { commands, tree, submit };
}

afterEach(cleanup);

describe('coupon form', () => {
  it('is not drawn by the server nor without the cart totals', async () => {
    expect(renderToString((await setup()).tree)).toBe('');
    render((await setup([], [cartViewsModule])).tree);
    expect(screen.queryByLabelText('Discount code')).toBeNull();
  });

  it('refuses a blank code with the required message, and sends a trimmed code with cart/applyCoupon', async () => {
    const form = await setup();
    render(form.tree);
    await form.submit();
    expect(screen.getByLabelText('Discount code').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Field is required.');
    expect(form.commands).toEqual([]);

    fireEvent.change(screen.getByLabelText('Discount code'), { target: { value: ' SAVE10 ' } });
    await form.submit();
    expect(form.commands).toEqual([{ type: 'cart/applyCoupon', data: { code: 'SAVE10' } }]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the shop's refusal from couponForm, translated", async () => {
    const form = await setup([totalsShown({ couponForm: { status: 'failed', message: "You've entered an incorrect coupon code. Please try again." } })]);
    render(form.tree);
    expect(screen.getByRole('alert').textContent).toBe("You've entered an incorrect coupon code. Please try again.");
  });
});
