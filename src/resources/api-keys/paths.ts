// Where the keys' list lives: the Keys tab of /developer (a key's page is the resource's show address, useResourcePath).
export const KEYS_TAB_PATH = '/developer?tab=keys';
