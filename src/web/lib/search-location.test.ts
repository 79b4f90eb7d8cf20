import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLocation, saveLocation } from './search-location';

// The search location a guest chose is remembered on the device, so the home page's location
// field and the food search start from it on the next visit; a blocked or corrupted storage
// never breaks either screen.

function stubStorage(storage: Partial<Storage>) {
  vi.stubGlobal('window', { localStorage: storage });
}

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => void items.set(k, String(v)),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the remembered search location', () => {
  it('comes back as it was saved', () => {
    stubStorage(memoryStorage());
    expect(loadLocation()).toBeNull();
    const sf = { label: 'San Francisco, CA', lat: 37.7793, lon: -122.4193 };
    saveLocation(sf);
    expect(loadLocation()).toEqual(sf);
  });

  it('is forgotten when the stored value is corrupted or not a place', () => {
    const storage = memoryStorage();
    stubStorage(storage);
    storage.setItem('potluck.searchLocation', '{not json');
    expect(loadLocation()).toBeNull();
    storage.setItem('potluck.searchLocation', JSON.stringify({ label: 'X', lat: 200, lon: 0 }));
    expect(loadLocation()).toBeNull();
  });

  it('does not break when the storage is blocked', () => {
    const blocked = () => {
      throw new Error('SecurityError');
    };
    stubStorage({ getItem: blocked, setItem: blocked });
    expect(() => saveLocation({ label: 'Oakland, CA', lat: 37.8, lon: -122.27 })).not.toThrow();
    expect(loadLocation()).toBeNull();
  });
});
