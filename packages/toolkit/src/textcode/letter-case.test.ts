import { describe, expect, it } from 'vitest';
import { convertCase, splitWords } from './letter-case.ts';

describe('splitWords', () => {
  it('splits camel case, acronyms, digits and punctuation', () => {
    expect(splitWords('parseXMLHttpRequest2Fast')).toEqual(['parse', 'XML', 'Http', 'Request2', 'Fast']);
    expect(splitWords('  user_id-for  THE.win ')).toEqual(['user', 'id', 'for', 'THE', 'win']);
    expect(splitWords('café au lait')).toEqual(['café', 'au', 'lait']);
  });
});

describe('convertCase', () => {
  const text = 'the quick brown fox jumps over the lazy NASA dog';
  it('upper, lower and swap handle non-ASCII letters', () => {
    expect(convertCase('straße ÉTÉ', 'upper')).toBe('STRASSE ÉTÉ');
    expect(convertCase('ÉTÉ Hello', 'lower')).toBe('été hello');
    expect(convertCase('Hello wORLD 中文', 'swap')).toBe('hELLO World 中文');
  });

  it('title case keeps acronyms and lowers small words inside the title', () => {
    expect(convertCase(text, 'title')).toBe('The Quick Brown Fox Jumps Over the Lazy NASA Dog');
    expect(convertCase('A TALE OF TWO CITIES', 'title')).toBe('A Tale of Two Cities');
    expect(convertCase("don't stop me now", 'title')).toBe("Don't Stop Me Now");
    expect(convertCase('what it is for', 'title')).toBe('What It Is For');
    expect(convertCase('my iPhone and XMLHttp tips', 'title')).toBe('My iPhone and XMLHttp Tips');
  });

  it('sentence case starts each sentence and line with a capital', () => {
    expect(convertCase('HELLO THERE. how are you? i am fine!\nnew LINE', 'sentence')).toBe(
      'Hello there. How are you? I am fine!\nNew line',
    );
  });

  it('identifier styles work line by line', () => {
    const input = 'Hello world example\n  parseXMLHttp request';
    expect(convertCase(input, 'camel')).toBe('helloWorldExample\n  parseXmlHttpRequest');
    expect(convertCase(input, 'pascal')).toBe('HelloWorldExample\n  ParseXmlHttpRequest');
    expect(convertCase(input, 'snake')).toBe('hello_world_example\n  parse_xml_http_request');
    expect(convertCase(input, 'constant')).toBe('HELLO_WORLD_EXAMPLE\n  PARSE_XML_HTTP_REQUEST');
    expect(convertCase(input, 'kebab')).toBe('hello-world-example\n  parse-xml-http-request');
    expect(convertCase('a\n\nb c', 'kebab')).toBe('a\n\nb-c');
  });

  it('converts between half-width and full-width forms, both ways', () => {
    expect(convertCase('Hi, 2024! (ok)', 'fullWidth')).toBe('Ｈｉ，\u3000２０２４！\u3000（ｏｋ）');
    expect(convertCase('ＡＢＣ１２３，中文\u3000！', 'halfWidth')).toBe('ABC123,中文 !');
    expect(convertCase(convertCase('~{}[]|', 'fullWidth'), 'halfWidth')).toBe('~{}[]|');
  });
});
