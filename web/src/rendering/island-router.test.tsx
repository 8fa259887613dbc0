import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IslandRouter, islandNavigator } from './island-router';

function Estimate() {
  const [params, setParams] = useSearchParams();
  return (
    <>
      <output>{params.get('items') ?? 'none'}</output>
      <button type="button" onClick={() => setParams({ items: 'hub' }, { replace: true })}>
        choose
      </button>
      <Link to="/contact">contact</Link>
    </>
  );
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the router of an island', () => {
  it('keeps a change of the query string in the page, and re-renders with it', async () => {
    window.history.replaceState(null, '', '/hardware/calculator');
    render(
      <IslandRouter>
        <Estimate />
      </IslandRouter>,
    );
    expect(screen.getByRole('status', { hidden: true }).textContent).toBe('none');
    await userEvent.click(screen.getByRole('button', { name: 'choose' }));
    expect(window.location.pathname + window.location.search).toBe('/hardware/calculator?items=hub');
    expect(screen.getByRole('status', { hidden: true }).textContent).toBe('hub');
  });

  it('reads the address again when a page swap pushed another one', () => {
    window.history.replaceState(null, '', '/packages');
    function Where() {
      return <output>{useLocation().pathname}</output>;
    }
    render(
      <IslandRouter>
        <Where />
      </IslandRouter>,
    );
    expect(screen.getByRole('status', { hidden: true }).textContent).toBe('/packages');
    window.history.pushState(null, '', '/packages/basic');
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    });
    expect(screen.getByRole('status', { hidden: true }).textContent).toBe('/packages/basic');
  });

  it('loads another page from the server', () => {
    window.history.replaceState(null, '', '/faq');
    const assign = vi.fn();
    const replace = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign, replace });
    islandNavigator.push('/contact');
    islandNavigator.replace({ pathname: '/packages', search: '?a=1' });
    expect(assign).toHaveBeenCalledWith(new URL('http://localhost:3000/contact'));
    expect(replace).toHaveBeenCalledWith(new URL('http://localhost:3000/packages?a=1'));
  });
});
