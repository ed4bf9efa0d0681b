import { Container } from 'inversify';

/**
 * THE place where the per-request (server) or per-page (browser) service container is created.
 * Loaders receive it as `RouteLoaderArgs.services`; the URL dispatcher is looked up in it.
 * TODO(lead): replace with the kernel's container (createKernel) when the kernel is wired in.
 */
export function createRequestServices(): Container {
  return new Container();
}
