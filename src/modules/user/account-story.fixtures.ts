import { ContainerModule } from 'inversify';
import type { ProfileAddress } from '../../../contract/customer';
import { createDurableStore } from '../../kernel/event-log/durable-store';
import { createMapStorage } from '../../kernel/event-log/storage';
import type { ModuleDefinition } from '../../kernel/module';
import { UserSessionToken } from '../../kernel/sync';
import { recordingModule } from '../../kernel/testing';
import { bindFakeSyncLayer, fakeApi, noApi, type ApiCall, type FakeApi } from '../../kernel/testing/fake-api';
import { languageInstances, loadModuleStory, type ModuleStoryLoaded } from '../../kernel/testing/module-story';
import accountEn from './account/locales/en.json';
import accountEt from './account/locales/et.json';
import accountFi from './account/locales/fi.json';
import accountIt from './account/locales/it.json';
import accountRu from './account/locales/ru.json';
import { userModule } from './index';
import en from './locales/en.json';
import et from './locales/et.json';
import fi from './locales/fi.json';
import it from './locales/it.json';
import ru from './locales/ru.json';
import type { AddressInput, CustomerProfile } from './messages';
import { createCredentialVault, createUserSession, CredentialVault } from './session';
import { testProfile } from './test-profile';
import { uiStateStub } from './test-ui-state';

// The account pages' stories (My Account, My orders, My Car) render the user module as the browser runs it,
// minus the network and the browser's storage: the session keeps its tokens in memory, and the sync layer's
// tasks go to a fake of the API that each story scripts.

/** What a story's loader hands its render and play: the kernel, the texts and the API calls made so far. */
export interface UserStoryLoaded extends ModuleStoryLoaded {
  calls: ApiCall[];
}

/** The user module with its session in memory (not IndexedDB) and the token refresh sent to `fetchFn`. */
function inMemoryUserModule(fetchFn: typeof fetch): ModuleDefinition {
  return {
    ...userModule,
    bindings: new ContainerModule(({ bind }) => {
      bind(UserSessionToken).toConstantValue(createUserSession({ store: createDurableStore('user-story', { storage: createMapStorage() }), fetch: fetchFn }));
      bind(CredentialVault).toConstantValue(createCredentialVault());
    }),
  } as ModuleDefinition;
}

const notifications = recordingModule('notifications', { 'notifications/notify': 'notifications/notificationAdded' });

/**
 * A story of the user module's pages: its 'user' and 'account' texts, a sync layer answered by `api`, and,
 * with `profile`, a logged-in customer (start-up finds no stored token, so without one the shopper is a guest).
 */
export async function loadUserStory({ api = noApi, profile = null }: { api?: FakeApi; profile?: CustomerProfile | null } = {}): Promise<UserStoryLoaded> {
  const server = fakeApi(api);
  const loaded = await loadModuleStory([notifications, uiStateStub, inMemoryUserModule(server.fetch)], 'user', en);
  loaded.i18n.addResourceBundle('en', 'account', accountEn);
  bindFakeSyncLayer(loaded.kernel, server.fetch);
  // The session is session-only state (restored from stored tokens at start), so a logged-in story records it.
  if (profile) await loaded.kernel.dispatch({ type: 'user/recordAuthorised', data: { profile, via: 'login' } });
  await loaded.kernel.whenIdle();
  return { ...loaded, calls: server.calls };
}

/** Mari with her default shipping address in Tallinn, as GET /api/user/me answers her. */
export const mari: CustomerProfile = testProfile({
  addresses: [
    {
      id: 11,
      customer_id: 7,
      firstname: 'Mari',
      lastname: 'Maasikas',
      street: ['Pikk 1'],
      city: 'Tallinn',
      postcode: '10123',
      country_id: 'EE',
      region: { region: null, region_id: 0, region_code: null },
      telephone: '+372 5123 4567',
      company: null,
      vat_id: null,
      default_shipping: true,
      default_billing: true,
    },
  ],
});

/**
 * The customer part of the API for `profile`: GET /api/user/me answers the profile, POST saves what it is sent
 * (addresses get ids, `updated_at` moves on) and answers the saved profile; anything else is 404.
 */
export function customerApi(profile: CustomerProfile): FakeApi {
  let saved = profile;
  let saves = 0;
  return ({ method, path, body }) => {
    if (!path.startsWith('/api/user/me')) return { code: 404, result: 'Not found' };
    if (method !== 'POST') return { code: 200, result: saved };
    const { addresses, ...changes } = (body as { customer: Partial<Omit<CustomerProfile, 'addresses'>> & { addresses?: AddressInput[] } }).customer;
    saves += 1;
    saved = {
      ...saved,
      ...changes,
      addresses: addresses ? addresses.map((address, index) => answeredAddress(address, saved.id, 100 * saves + index)) : saved.addresses,
      updated_at: `2024-05-02 10:00:${String(saves).padStart(2, '0')}`,
    };
    return { code: 200, result: saved };
  };
}

function answeredAddress(address: AddressInput, customerId: number, id: number): ProfileAddress {
  return {
    id,
    customer_id: customerId,
    firstname: address.firstname,
    lastname: address.lastname,
    street: address.street,
    city: address.city,
    postcode: address.postcode,
    country_id: address.country_id,
    region: { region: null, region_id: 0, region_code: null },
    telephone: address.telephone ?? null,
    company: address.company ?? null,
    vat_id: address.vat_id ?? null,
    default_shipping: address.default_shipping ?? false,
    default_billing: address.default_billing ?? false,
  };
}

/** The API calls of `calls` to `pathname` (query left out). */
export const callsTo = (calls: readonly ApiCall[], pathname: string) => calls.filter((call) => new URL(call.path, 'http://localhost').pathname === pathname);

/** The user module's texts in each language: its own ('user') and the account pages' ('account'). */
export const userLocales = {
  et: { user: et, account: accountEt },
  ru: { user: ru, account: accountRu },
  en: { user: en, account: accountEn },
  fi: { user: fi, account: accountFi },
  it: { user: it, account: accountIt },
};

/** One i18next instance per language with both namespaces, for the user stories' `LanguageFrames`. */
export const userLanguages = () => languageInstances(userLocales);
