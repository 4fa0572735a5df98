/**
 * The 404 and error screens, in a chunk of their own (one request for both): no first screen
 * shows them, so they are not in the start-up code. src/main.tsx fetches them once the first
 * screen is up, so that they are there when the network is not.
 */
export { ErrorPage } from './ErrorPage';
export { NotFoundPage } from './NotFoundPage';
