import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailText } from './email-text';

function html(email: string): string {
  return render(
    <span>
      <EmailText email={email} />
    </span>,
  ).container.innerHTML;
}

describe('EmailText', () => {
  it('may wrap after the at-sign and before each dot but the domain’s last, and reads as the address', () => {
    const { container } = render(<EmailText email="radu.stan@example.ro" />);
    expect(container.textContent).toBe('radu.stan@example.ro');
    expect(container.innerHTML).toBe('radu<wbr>.stan@<wbr>example.ro');
    expect(html('a.b@mail.example.co.uk')).toBe('<span>a<wbr>.b@<wbr>mail<wbr>.example<wbr>.co.uk</span>');
  });

  it('leaves text without an at-sign or dots as it is', () => {
    expect(html('client')).toBe('<span>client</span>');
  });
});
