import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { eachLanguage, LanguageFrames, languageInstances, loadModuleStory, ModuleStoryFrame, namespaceLocales, type ModuleStoryLoaded } from '../../kernel/testing/module-story';
import { overflowing, phone } from '../../ui/story-phone';
import type { PaypalActions } from './hooks';
import en from './locales/en.json';
import et from './locales/et.json';
import fi from './locales/fi.json';
import it from './locales/it.json';
import ru from './locales/ru.json';
import PaypalButtons from './paypal-buttons';

interface Loaded extends ModuleStoryLoaded {
  /** What the buttons reported (the story's actions only record). */
  failures: string[];
}

async function loaded(): Promise<Loaded> {
  const story = await loadModuleStory([], 'payment-paypal', en);
  return { ...story, failures: [] };
}

const meta = {
  title: 'Modules/PaymentPaypal/PaypalButtons',
  render: (_args, { loaded: story }) => {
    const { kernel, i18n, failures } = story as Loaded;
    const actions: PaypalActions = {
      createOrder: async () => 'PP-STORY',
      approve: async () => {},
      cancel: () => {},
      fail: (stage, reason) => void failures.push(`${stage}: ${reason}`),
      redirect: () => {},
    };
    // PayPal's script is never fetched from PayPal in a story: this address has no script, as when PayPal is
    // blocked or the shop is offline.
    return (
      <ModuleStoryFrame kernel={kernel} i18n={i18n}>
        <PaypalButtons clientId="story-client-id" currency="EUR" actions={actions} sdkBaseUrl="/__no-paypal-sdk__.js" />
      </ModuleStoryFrame>
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** PayPal's script cannot be loaded: a polite message instead of the buttons, and the failure is reported once. */
export const ScriptUnavailable: Story = {
  loaders: [loaded],
  play: async ({ canvas, loaded: story }) => {
    await expect(await canvas.findByText('PayPal cannot be reached at the moment. Please choose another payment method.', {}, { timeout: 10_000 })).toBeVisible();
    await waitFor(() => expect((story as Loaded).failures).toEqual(["script: PayPal's script could not be loaded."]));
  },
};

const locales = { et, ru, en, fi, it };

/** The five languages side by side at a phone's viewport: PayPal's script is unreachable, each frame says so in its language. */
export const Languages: Story = {
  loaders: [async () => ({ ...(await loaded()), i18ns: await languageInstances(namespaceLocales('payment-paypal', locales)) })],
  parameters: { viewport: phone.viewport },
  render: (_args, { loaded: story }) => {
    const { kernel, i18ns, failures } = story as Loaded & { i18ns: Awaited<ReturnType<typeof languageInstances>> };
    const actions: PaypalActions = { createOrder: async () => 'PP-STORY', approve: async () => {}, cancel: () => {}, fail: (stage, reason) => void failures.push(`${stage}: ${reason}`), redirect: () => {} };
    return (
      <LanguageFrames kernel={kernel} i18ns={i18ns}>
        {() => <PaypalButtons clientId="story-client-id" currency="EUR" actions={actions} sdkBaseUrl="/__no-paypal-sdk__.js" />}
      </LanguageFrames>
    );
  },
  play: async ({ canvasElement }) => {
    await eachLanguage(canvasElement, async (frame, language, region) => {
      await expect(await frame.findByText(locales[language]['PayPal cannot be reached at the moment. Please choose another payment method.'])).toBeVisible();
      await expect(overflowing(region)).toEqual([]);
    });
  },
};
