import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { embeddedSource } from './embedded/embeddedSource.js';
import { preload } from './_test/preload.js';
import { SelectorUbicacion } from './SelectorUbicacion.js';
import type { UbicacionInput } from './types.js';

beforeAll(() => preload('ine', 'base'));

const box = (name: string) => screen.getByRole('combobox', { name });
const options = () => within(screen.getByRole('listbox')).getAllByRole('option');

describe('<SelectorUbicacion> as a form field', () => {
  it('its ref is the first level without a choice (the last once all are chosen)', async () => {
    const ref = createRef<HTMLInputElement>();
    const { rerender } = render(<SelectorUbicacion ref={ref} value={null} />);
    expect(ref.current).toBe(box('Estado'));
    rerender(<SelectorUbicacion ref={ref} value={{ estado: '13' }} />);
    expect(ref.current).toBe(box('Municipio'));
    rerender(<SelectorUbicacion ref={ref} value={{ estado: '13', municipio: '1312', parroquia: '131211' }} />);
    expect(ref.current).toBe(box('Parroquia'));
  });

  it('onBlur when focus leaves the selector, not when it moves between its levels', async () => {
    const user = userEvent.setup();
    const onBlur = vi.fn();
    render(
      <>
        <SelectorUbicacion onBlur={onBlur} />
        <button>después</button>
      </>,
    );
    await user.click(box('Estado'));
    await user.tab();
    await user.tab();
    expect(box('Parroquia')).toHaveFocus();
    expect(onBlur).not.toHaveBeenCalled();
    await user.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('each level takes its own attributes; the shared ones reach every level', () => {
    render(<SelectorUbicacion aria-invalid aria-describedby="error" placeholder="Elija" inputProps={{ parroquia: { id: 'p', placeholder: 'Opcional', disabled: true, 'aria-invalid': false } }} />);
    expect(box('Estado')).toHaveAttribute('aria-invalid', 'true');
    expect(box('Estado')).toHaveAttribute('aria-describedby', 'error');
    expect(box('Estado')).toHaveAttribute('placeholder', 'Elija');
    expect(box('Parroquia')).toHaveAttribute('id', 'p');
    expect(box('Parroquia')).toHaveAttribute('placeholder', 'Opcional');
    expect(box('Parroquia')).toHaveAttribute('aria-invalid', 'false');
    expect(box('Parroquia')).toBeDisabled();
    expect(screen.getByText('Parroquia', { selector: 'label' })).toHaveAttribute('for', 'p');
  });

  it('a click on a label focuses its box and leaves the list closed', async () => {
    const user = userEvent.setup();
    render(<SelectorUbicacion />);
    await user.click(screen.getByText('Municipio', { selector: 'label' }));
    expect(box('Municipio')).toHaveFocus();
    expect(box('Municipio')).toHaveAttribute('aria-expanded', 'false');
  });

  it('a controlled selector given undefined shows nothing chosen and warns: no silent switch to uncontrolled', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Form() {
      const [value, setValue] = useState<UbicacionInput | null | undefined>({ estado: '23' });
      return (
        <>
          <SelectorUbicacion value={value} onChange={setValue} />
          <button onClick={() => setValue(undefined)}>reset</button>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Form />);
    await waitFor(() => expect(box('Estado')).toHaveValue('Zulia'));
    await user.click(screen.getByRole('button', { name: 'reset' }));
    expect(box('Estado')).toHaveValue('');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('recibió `value={undefined}`'));
    error.mockRestore();
  });

  it('with valorOculto="ine" the form sends INE codes; a parroquia that has none yet keeps the form from submitting', async () => {
    const parroquias = await embeddedSource('ine').load('parroquia');
    const uncoded = parroquias.find((place) => !place.codigo_ine)!;
    const { container, rerender } = render(
      <form>
        <SelectorUbicacion name="u" valorOculto="ine" defaultValue={{ estado: '13', municipio: '1312', parroquia: '131211' }} />
      </form>,
    );
    const form = container.querySelector('form')!;
    await waitFor(() => expect(Object.fromEntries(new FormData(form))).toEqual({ 'u[estado]': '14', 'u[municipio]': '1412', 'u[parroquia]': '141211' }));
    expect(form.checkValidity()).toBe(true);
    rerender(
      <form>
        <SelectorUbicacion key="other" name="u" valorOculto="ine" defaultValue={{ parroquia: uncoded.id }} />
      </form>,
    );
    await waitFor(() => expect(box('Parroquia')).toHaveValue(uncoded.nombre));
    expect(form.checkValidity()).toBe(false);
    expect((box('Parroquia') as HTMLInputElement).validationMessage).toBe(`${uncoded.nombre} aún no tiene código INE`);
  });

  it('opened again, the list marks its choice', async () => {
    const user = userEvent.setup();
    render(<SelectorUbicacion defaultValue={{ estado: '23' }} />);
    await waitFor(() => expect(box('Estado')).toHaveValue('Zulia'));
    await user.click(box('Estado'));
    await waitFor(() => expect(options()).toHaveLength(24));
    expect(box('Estado')).toHaveAttribute('aria-activedescendant', options().find((option) => option.textContent?.startsWith('Zulia'))!.id);
  });
});
