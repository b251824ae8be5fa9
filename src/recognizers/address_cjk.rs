//! ADDRESS in Japanese, Chinese and Korean script, where words are not separated by spaces.
//!
//! Matches, each with its administrative markers in order and a house number at the end:
//! - `address_cjk/ja`: an optional postcode (`〒150-0001`), an optional prefecture (`東京都`, `大阪府`, `神奈川県`),
//!   a city or ward (`渋谷区`, `横浜市`), optionally a ward or town after it, a district name, then chōme, block and
//!   house numbers (`神宮前1-2-3`, `三丁目4番5号`, full-width digits too), then a building and room
//!   (`メゾン三軒茶屋202号室`): `東京都渋谷区神宮前1-2-3`;
//! - `address_cjk/zh`: an optional province (`广东省`), a city (`上海市`), an optional district or county (`浦东新区`),
//!   a road (`…路`, `…街`, `…大道`, `…巷`, `…弄`, with a section `五段`) and its number with `号`/`號`, then building, unit and room
//!   (`3号楼`, `2单元`, `501室`): `上海市浦东新区世纪大道100号`;
//! - `address_cjk/ko`: an optional province or metropolitan city (`서울특별시`, `경기도`), a district (`강남구`,
//!   `수원시`), an optional neighbourhood, a road (`…로`, `…길`, `…대로`, `테헤란로 10길`) and its building number,
//!   then floor, unit and postcode (`5층 502호 (04001)`): `서울특별시 강남구 테헤란로 152`.
//!
//! Deliberately not matched: a city or district alone (`東京都`, `上海市浦东新区`: LOCATION's), a road without its
//! number, romanised addresses (address.rs: `3-7-1 Nishi-Shinjuku`, `45 Teheran-ro 10-gil`), and Chinese or
//! Japanese dates and quantities (`2025年6月11日`, `3号`, `10丁`) which have no city marker before them.

use regex::Regex;

use crate::{Finding, Label, Recognizer, Span};

/// Words that come before an address in Chinese or Japanese without a particle ("send to", "live in", "address").
const LEAD_WORDS: &[&str] = &[
    "寄到", "送到", "发到", "發到", "寄往", "寄至", "送至", "住在", "位于", "位於", "地址", "住址", "我在", "住所", "在", "到",
    "往", "于", "於", "是",
];

/// Finds CJK-script postal addresses.
pub struct AddressCjkRecognizer {
    patterns: Vec<(Regex, &'static str)>,
}

impl AddressCjkRecognizer {
    /// Compiles the patterns.
    pub fn new() -> AddressCjkRecognizer {
        // Script ranges, not `\p{Han}`: the crate's regex is built without the Unicode script tables.
        let han = r"[\x{3400}-\x{4DBF}\x{4E00}-\x{9FFF}\x{F900}-\x{FAFF}]";
        let d = "[0-9０-９]";
        let dash = "[-－−‐ー]";
        let kanji_num = "[0-9０-９一二三四五六七八九十]";
        let ja = format!(
            r"(?:〒?[ 　]?{d}{{3}}{dash}{d}{{4}}[ 　]*)?(?:{han}{{1,3}}[都道府県])?{han}{{1,6}}[市区郡](?:{han}{{1,6}}[区町村])?[{han}\x{{30A0}}-\x{{30FF}}ー]{{0,8}}?{kanji_num}{{1,3}}(?:丁目|{dash})(?:{d}{{1,4}}(?:番地?|号|{dash})?){{1,3}}(?:[ 　]*[{han}\x{{30A0}}-\x{{30FF}}ー]{{1,12}}[ 　]?{d}{{1,4}}(?:号室?)?)?"
        );
        let zh = format!(
            r"(?:{han}{{2,3}}(?:省|自治区))?{han}{{2,4}}市(?:{han}{{1,4}}[区區县縣])?{han}{{1,10}}?(?:大道|路|街|道|巷|弄|胡同)(?:[0-9一二三四五六七八九十]{{1,2}}段)?(?:{d}{{1,4}}[巷弄])?[ ]?{d}{{1,5}}[ ]?[号號](?:[ ]?{han}{{0,8}}?[ ]?{d}{{1,4}}[ ]?(?:号楼|號樓|栋|幢|单元|室|楼|樓)){{0,3}}"
        );
        let ko = r"(?:[\x{AC00}-\x{D7AF}]{2,}(?:특별시|광역시|특별자치시|특별자치도|도)[ ]+)?(?:[\x{AC00}-\x{D7AF}]{1,5}[구군시][ ]+){1,2}(?:[\x{AC00}-\x{D7AF}]{1,5}[동읍면][ ]+)?[\x{AC00}-\x{D7AF}]{1,10}(?:대로|로|길)(?:[ ]?[0-9]{1,3}번?길)?[ ]+[0-9]{1,5}(?:-[0-9]{1,4})?(?:,?[ ]*[0-9]{1,3}층)?(?:,?[ ]*[0-9]{1,5}호)?(?:[ ]*\([0-9]{5}\))?";
        let compile = |p: &str| Regex::new(p).expect("CJK address pattern compiles");
        AddressCjkRecognizer {
            patterns: vec![
                (compile(&ja), "address_cjk/ja"),
                (compile(&zh), "address_cjk/zh"),
                (compile(ko), "address_cjk/ko"),
            ],
        }
    }
}

impl Default for AddressCjkRecognizer {
    fn default() -> Self {
        Self::new()
    }
}

impl Recognizer for AddressCjkRecognizer {
    fn name(&self) -> &'static str {
        "address_cjk"
    }

    fn find(&self, text: &str, out: &mut Vec<Finding>) {
        for (re, rule) in &self.patterns {
            for m in re.find_iter(text) {
                // A number glued to more digits or Latin letters is something else.
                if super::char_at(text, m.end()).is_some_and(|c| c.is_ascii_alphanumeric()) {
                    continue;
                }
                // The city's name is read as a run of Han characters, so a verb or noun written right before it
                // ("寄到上海市…", "地址上海市…") joins the match: leave it out.
                let mut start = m.start();
                while let Some(p) = LEAD_WORDS.iter().find(|p| text[start..m.end()].starts_with(**p)) {
                    start += p.len();
                }
                out.push(Finding::new(Span::new(start, m.end()), Label::Address, 0.85, *rule));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::recognizers::scheme::check_table;

    #[test]
    fn table() {
        use Label::Address as A;
        check_table(
            &AddressCjkRecognizer::new(),
            &[
                ("住所は東京都渋谷区神宮前1-2-3です", A, "東京都渋谷区神宮前1-2-3"),
                ("〒150-0001 東京都渋谷区神宮前１－２－３", A, "〒150-0001 東京都渋谷区神宮前１－２－３"),
                ("大阪府大阪市北区梅田3丁目1番3号まで", A, "大阪府大阪市北区梅田3丁目1番3号"),
                ("神奈川県横浜市中区山下町10-5に", A, "神奈川県横浜市中区山下町10-5"),
                ("寄到上海市浦东新区世纪大道100号，谢谢", A, "上海市浦东新区世纪大道100号"),
                ("地址：广东省深圳市南山区科技园路1号3号楼501室", A, "广东省深圳市南山区科技园路1号3号楼501室"),
                ("北京市朝阳区建国路88号", A, "北京市朝阳区建国路88号"),
                ("寄到 杭州市西湖区文三路 90 号东部软件园 3 号楼 502 室 谢谢", A, "杭州市西湖区文三路 90 号东部软件园 3 号楼 502 室"),
                ("台北市信義區信義路五段7號", A, "台北市信義區信義路五段7號"),
                ("주소는 서울특별시 강남구 테헤란로 152 입니다", A, "서울특별시 강남구 테헤란로 152"),
                ("경기도 수원시 영통구 광교로 145", A, "경기도 수원시 영통구 광교로 145"),
                ("부산광역시 해운대구 해운대로 570번길 12-3", A, "부산광역시 해운대구 해운대로 570번길 12-3"),
                ("서울특별시 마포구 월드컵북로12길 34, 5층 502호 (04001) 감사", A, "서울특별시 마포구 월드컵북로12길 34, 5층 502호 (04001)"),
                ("〒154-0004 東京都世田谷区太子堂3-18-7 メゾン三軒茶屋202号室 です", A, "〒154-0004 東京都世田谷区太子堂3-18-7 メゾン三軒茶屋202号室"),
                ("〒160-0022 東京都新宿区新宿3丁目5-2 ハイツ新宿 305 まで", A, "〒160-0022 東京都新宿区新宿3丁目5-2 ハイツ新宿 305"),
            ],
            &[
                "東京都に住んでいます",
                "2025年6月11日に予約",
                "上海市浦东新区",
                "第3号",
                "서울특별시 강남구",
                "테헤란로 152",
                "在世纪大道走了100米",
                "version 3-1-2, build 6.12.2025",
                "order 150-0001 shipped",
                "三丁目の夕日",
                "渋谷区",
            ],
        );
    }
}
