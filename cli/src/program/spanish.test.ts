import { describe, expect, it } from 'vitest';
import { translateError } from './spanish.js';

describe('translateError', () => {
  it.each([
    ["error: unknown option '--foo'\n", "error: opción desconocida '--foo'\n"],
    [
      "error: unknown command 'estados'\n(Did you mean estado?)\n",
      "error: comando desconocido 'estados'\n(¿Quiso decir estado?)\n",
    ],
    [
      "error: unknown command 'estadoss'\n(Did you mean one of estado, estados?)\n",
      "error: comando desconocido 'estadoss'\n(¿Quiso decir alguno de estos: estado, estados?)\n",
    ],
    ["error: required option '--nombre <nombre>' not specified\n", "error: falta la opción obligatoria '--nombre <nombre>'\n"],
    [
      "error: option '--si' cannot be used with option '--no'\n",
      "error: la opción '--si' no se puede usar con la opción '--no'\n",
    ],
    ["error: missing required argument 'texto'\n", "error: falta el argumento obligatorio 'texto'\n"],
    ["error: option '--estado <estado>' argument missing\n", "error: falta el valor de la opción '--estado <estado>'\n"],
    [
      "error: option '-t, --tipo <tipo>' argument 'pais' is invalid. Allowed choices are estado, municipio, parroquia.\n",
      "error: la opción '-t, --tipo <tipo>' no admite el valor 'pais'. Valores admitidos: estado, municipio, parroquia.\n",
    ],
  ])('translates %j', (english, spanish) => {
    expect(translateError(english)).toBe(spanish);
  });

  it('explains too many arguments with a hint about quotes', () => {
    const text = translateError("error: too many arguments for 'estado'. Expected 1 argument but got 2.\n");
    expect(text).toMatch(/^error: demasiados argumentos para 'estado'.*comillas/);
  });

  it('passes anything else through', () => {
    expect(translateError('error: algo\n')).toBe('error: algo\n');
  });
});
