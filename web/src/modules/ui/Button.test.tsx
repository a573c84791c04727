import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './Button';

describe('the public pages’ Button', () => {
  it('is a plain button (never a form submit unless asked) that answers clicks', async () => {
    const onClick = jest.fn();
    render(
      <form onSubmit={(e) => e.preventDefault()}>
        <Button type="primary" size="large" onClick={onClick}>
          Sign Up
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Sign Up' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading, says it is busy and cannot be pressed again', async () => {
    const onClick = jest.fn();
    render(
      <Button loading onClick={onClick}>
        Load more packs
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Load more packs' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('with only an icon, is named by its aria-label', () => {
    render(<Button icon={<svg aria-hidden />} aria-label="Open menu" />);
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  });
});
