import { useId as useReactId } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useDebouncedValue, useId } from './mantine-hooks';

// The build hands Mantine this module for '@mantine/hooks' (decision 074): the package's hooks,
// with a useId that keeps the id it rendered first instead of swapping it after mounting.

function Ids({ fixed }: { fixed?: string }) {
  return <span data-mantine={useId(fixed)} />;
}

function ReactIds() {
  return <span data-mantine={useReactId()} />;
}

describe('mantine-hooks', () => {
  it('gives `mantine-` and React’s own id, the same in every render of the same tree', () => {
    const html = renderToStaticMarkup(<Ids />);
    const reactId = /data-mantine="([^"]+)"/.exec(renderToStaticMarkup(<ReactIds />))?.[1];
    expect(reactId).toBeTruthy();
    expect(html).toBe(`<span data-mantine="mantine-${reactId!.replace(/:/g, '')}"></span>`);
    expect(renderToStaticMarkup(<Ids />)).toBe(html);
  });

  it('keeps an id the component was given', () => {
    expect(renderToStaticMarkup(<Ids fixed="city-field" />)).toContain('data-mantine="city-field"');
  });

  it('passes the package’s other hooks through', () => {
    expect(typeof useDebouncedValue).toBe('function');
  });
});
