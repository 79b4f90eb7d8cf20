// Potluck's service worker: shows web pushes as notifications, opens their link when one is
// clicked, and keeps an offline shell (the app page and its fingerprinted assets) so the
// installed app opens without a network and says so itself. Hand-written and small: nothing
// here is built, so what the browser runs is what is in the repository.
const SHELL_CACHE = 'potluck-shell-v1';
const SHELL_URL = '/';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.add(new Request(SHELL_URL, { cache: 'reload' })))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((n) => n.startsWith('potluck-') && n !== SHELL_CACHE)
            .map((n) => caches.delete(n)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  // The API, live events and other origins always go to the network, never to a cache.
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    // Network first, so a deploy is seen at once; the cached shell only when offline.
    event.respondWith(
      fetch(request).catch(() =>
        caches.match(SHELL_URL).then((shell) => shell ?? Response.error()),
      ),
    );
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    // Fingerprinted, so a cached copy is never stale: cache first, keep what was fetched.
    event.respondWith(
      caches.open(SHELL_CACHE).then((cache) =>
        cache.match(request).then(
          (hit) =>
            hit ??
            fetch(request).then((response) => {
              if (response.ok) void cache.put(request, response.clone());
              return response;
            }),
        ),
      ),
    );
  }
});

/** Only app paths: a push must never send someone to another site. */
function appLink(link) {
  if (typeof link !== 'string' || !link.startsWith('/') || link.startsWith('//')) return '/';
  return link;
}

self.addEventListener('push', (event) => {
  let message = { title: 'Potluck', body: '', link: '/' };
  try {
    message = { ...message, ...(event.data ? event.data.json() : {}) };
  } catch {
    // A payload that is not JSON is shown as text.
    message.body = event.data ? event.data.text() : '';
  }
  event.waitUntil(
    self.registration.showNotification(String(message.title), {
      body: String(message.body ?? ''),
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      data: { link: appLink(message.link) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(
    appLink(event.notification.data && event.notification.data.link),
    self.location.origin,
  ).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) return open.navigate(target).then((w) => (w ?? open).focus());
      return self.clients.openWindow(target);
    }),
  );
});
