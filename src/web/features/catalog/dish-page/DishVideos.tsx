import { Anchor, Stack, Title } from '@mantine/core';

// A link to a video file plays in the page; anything else (a video site) opens in a new tab.
const VIDEO_FILE = /\.(mp4|webm|ogv|ogg|mov|m4v)(\?|#|$)/i;

export function DishVideos({ name, videos }: { name: string; videos: string[] }) {
  return (
    <section aria-labelledby="dish-videos">
      <Title order={2} size="h4" id="dish-videos" mb="xs">
        Videos
      </Title>
      <Stack gap="sm">
        {videos.map((url, i) => {
          const label = `${name}, video ${i + 1}`;
          return VIDEO_FILE.test(url) ? (
            <video
              key={url}
              src={url}
              controls
              preload="metadata"
              aria-label={label}
              style={{ width: '100%', borderRadius: 8, background: '#000' }}
            />
          ) : (
            <Anchor key={url} href={url} target="_blank" rel="noopener noreferrer nofollow">
              Watch video {i + 1}
            </Anchor>
          );
        })}
      </Stack>
    </section>
  );
}
